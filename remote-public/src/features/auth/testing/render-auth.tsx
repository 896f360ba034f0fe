import { render, type RenderResult } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { StrictMode, type ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import enAuth from '../../../locales/en/auth.json';
import frAuth from '../../../locales/fr/auth.json';

export function createAuthI18n(language: 'en' | 'fr' = 'en'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { auth: enAuth }, fr: { auth: frAuth } },
    defaultNS: 'auth',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Stands in for the pages an auth page links or navigates to: shows where it landed. */
function Landed() {
  const { pathname } = useLocation();
  return <p>landed on {pathname}</p>;
}

interface Options {
  language?: 'en' | 'fr';
  /** The URL the router starts on, and the route pattern the element is mounted at. */
  path: string;
  route: string;
  /** Other routes, by pattern; anything else shows "landed on <path>". */
  routes?: Record<string, ReactElement>;
  strict?: boolean;
}

/** An auth page inside a router and the `auth` translations, as the host mounts it. */
export function renderAuth(
  element: ReactElement,
  { language = 'en', path, route, routes = {}, strict = false }: Options,
): RenderResult & { i18n: I18n } {
  const i18n = createAuthI18n(language);
  const tree = (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          {Object.entries(routes).map(([pattern, page]) => (
            <Route key={pattern} path={pattern} element={page} />
          ))}
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>
  );
  return { ...render(strict ? <StrictMode>{tree}</StrictMode> : tree), i18n };
}
