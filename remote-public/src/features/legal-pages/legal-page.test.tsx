import '../../testing/setup';
import { renderWithProviders } from '@lyceum/platform/testing';
import { screen } from '@testing-library/react';
import { PrivacyPage } from './legal-page';

jest.mock('../../lib/hero-image');

/** The policy's text, no-break spaces read as spaces. */
function privacyText(language: 'en' | 'fr') {
  renderWithProviders(<PrivacyPage />, {
    language,
    route: language === 'fr' ? '/fr/privacy' : '/privacy',
  });
  return (screen.getByRole('article').textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

describe('PrivacyPage', () => {
  it('says where to download the data, delete the account and reset the password', () => {
    const text = privacyText('en');
    expect(text).toMatch(/in Settings: “Download my data” saves a copy/);
    expect(text).toMatch(/“Delete my account” erases your account/);
    expect(text).toMatch(/ask for a reset link on the sign-in page: we send it by e-mail/);
    expect(text).toMatch(/at least 13 years old/);
  });

  it('says it in French too', () => {
    const text = privacyText('fr');
    expect(text).toMatch(/dans les Paramètres : « Télécharger mes données » enregistre/);
    expect(text).toMatch(/« Supprimer mon compte » efface votre compte/);
    expect(text).toMatch(/lien de réinitialisation sur la page de connexion : nous l'envoyons/);
    expect(text).toMatch(/au moins 13 ans/);
  });
});
