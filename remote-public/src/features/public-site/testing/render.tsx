import { render, type RenderResult } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { publicSiteResources } from './resources';

export function createTestI18n(language: 'en' | 'fr' = 'en'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: publicSiteResources,
    ns: Object.keys(publicSiteResources.en),
    defaultNS: 'site',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

interface Options {
  language?: 'en' | 'fr';
  /** The URL the router starts on, and the route pattern the element is mounted at. */
  path?: string;
  route?: string;
}

export function renderPage(
  element: ReactElement,
  { language = 'en', path = '/', route = '*' }: Options = {},
): RenderResult & { i18n: I18n } {
  const i18n = createTestI18n(language);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { ...result, i18n };
}
