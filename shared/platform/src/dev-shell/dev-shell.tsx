import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { useLanguage } from '../i18n/language';
import { AuthProvider, useAuth } from '../session/auth-provider';

export type RemotePages = Record<string, ComponentType>;

function DevHeader({ pages }: { pages: RemotePages }) {
  const { t } = useTranslation('common');
  const { user } = useAuth();
  const { language, changeLanguage } = useLanguage();
  return (
    <header style={{ display: 'flex', gap: 16, padding: 12, borderBottom: '1px solid #ccc' }}>
      <strong>{t('devShell.title')}</strong>
      <nav style={{ display: 'flex', gap: 8 }}>
        {Object.keys(pages).map((path) => (
          <Link key={path} to={`/${path}`}>
            /{path}
          </Link>
        ))}
      </nav>
      <span>
        {user ? t('devShell.signedInAs', { username: user.username }) : t('devShell.signedOut')}
      </span>
      <button
        type="button"
        onClick={() => void changeLanguage(language === 'en' ? 'fr' : 'en').catch(console.warn)}
      >
        {language === 'en' ? 'FR' : 'EN'}
      </button>
    </header>
  );
}

/** A minimal shell so one remote runs alone in development, without the host. */
export function DevShell({ pages }: { pages: RemotePages }) {
  return (
    <BrowserRouter>
      <AuthProvider>
        <DevHeader pages={pages} />
        <Routes>
          {Object.entries(pages).map(([path, Component]) => (
            <Route key={path} path={`/${path}`} element={<Component />} />
          ))}
        </Routes>
      </AuthProvider>
    </BrowserRouter>
  );
}
