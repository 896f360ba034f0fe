import { sitePath } from '@lyceum/contracts/constants';
import { expect, test, type Page, type Route } from '@playwright/test';
import http from 'node:http';
import { languageStored, newUser, signUpViaApi } from './helpers';
import { latestEmailTo, linkPath } from './outbox';
import { uniqueEmail } from './public-helpers';

// The API answers every refusal with an English `detail` and a `code`; the interface says each
// one in the visitor's language, from the code. These journeys run in French and read what the
// visitor reads.

/** Opens the French home page, which stores French as the visitor's language for what follows. */
async function speakFrench(page: Page): Promise<void> {
  await page.goto('/fr');
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await languageStored(page, 'fr');
}

test.beforeEach(async ({ page }) => speakFrench(page));

test('a refused sign-in reads in French', async ({ page, request }) => {
  const user = newUser('frsignin');
  await signUpViaApi(request, user);
  await page.goto(sitePath('signIn'));
  await page.getByLabel("Nom d'utilisateur ou e-mail").fill(user.username);
  await page.getByLabel('Mot de passe', { exact: true }).fill('not-the-password-42');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByText('E-mail ou mot de passe invalide')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toHaveCount(0);
});

test('a username already taken reads in French, under its field', async ({ page, request }) => {
  const first = newUser('frtaken');
  await signUpViaApi(request, first);
  await page.goto('/signup');
  await page.getByLabel("Nom d'utilisateur").fill(first.username);
  await page.getByLabel('E-mail').fill(uniqueEmail('frtaken-other'));
  await page.getByLabel('Mot de passe', { exact: true }).fill(first.password);
  await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill(first.password);
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  const error = page.getByText("Ce nom d'utilisateur est déjà pris");
  await expect(error).toBeVisible();
  await expect(page.getByLabel("Nom d'utilisateur")).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/signup$/);
});

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

/**
 * Sends this page's contact messages from another loopback address (127.x.y.z), so that the
 * per-client limit this test reaches is not the one of the other journeys, which all come from
 * 127.0.0.1 against the same API.
 */
async function contactFromOwnAddress(page: Page): Promise<void> {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  const localAddress = `127.${octet()}.${octet()}.${octet()}`;
  await page.route('**/api/contact/send', async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const headers = await request.allHeaders();
    const answer = await new Promise<{
      status: number;
      headers: http.IncomingHttpHeaders;
      body: Buffer;
    }>((resolve, reject) => {
      const outgoing = http.request(
        {
          host: '127.0.0.1',
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: request.method(),
          headers,
          localAddress,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 502,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(request.postDataBuffer() ?? undefined);
    });
    // The body is handed over whole: the headers of the connection itself stay behind.
    const responseHeaders = Object.fromEntries(
      Object.entries(answer.headers).flatMap(([name, value]) =>
        value === undefined || HOP_BY_HOP.has(name)
          ? []
          : [[name, Array.isArray(value) ? value.join(', ') : value]],
      ),
    );
    await route.fulfill({ status: answer.status, headers: responseHeaders, body: answer.body });
  });
}

test('the contact form reads its rate limit in French', async ({ page }) => {
  await contactFromOwnAddress(page);
  await page.goto('/fr/contact');
  const form = page.locator('form.contact-form');
  const sent = form.getByRole('status');
  const refused = form.getByRole('alert');
  // A visitor may send a few messages an hour; the one after the last allowed is refused.
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    await form.getByLabel('Nom', { exact: true }).fill('Ada Lovelace');
    await form.getByLabel('Adresse e-mail').fill(uniqueEmail('frcontact'));
    await form.getByLabel('Objet').fill(`Question ${attempt}`);
    await form.getByLabel('Message').fill('Par où commencer Montaigne ?');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(sent.or(refused)).toBeVisible();
    if (await refused.isVisible()) break;
    await expect(sent).toHaveText(
      'Votre message a bien été envoyé. Nous vous répondrons très vite !',
    );
  }
  await expect(refused).toHaveText('Trop de requêtes. Veuillez réessayer plus tard.');
  await expect(page.getByText('Too many requests')).toHaveCount(0);
});

test('the newsletter outcomes and an address already subscribed read in French', async ({
  page,
}) => {
  const address = uniqueEmail('frnewsletter');
  const subscribe = async () => {
    await page.goto('/fr');
    const form = page.getByRole('form', { name: "Inscription à l'accès anticipé", exact: true });
    await form.getByRole('textbox').fill(address);
    await form.getByRole('button').click();
    return form;
  };

  // A new address.
  let form = await subscribe();
  await expect(form.getByRole('status')).toHaveText(
    'Merci ! Consultez votre boîte de réception et cliquez sur le lien pour confirmer votre inscription.',
  );

  // The same address, not confirmed yet: the confirmation is sent again.
  form = await subscribe();
  await expect(form.getByRole('status')).toHaveText(
    "Cette adresse est déjà inscrite mais pas encore confirmée : nous vous avons renvoyé l'e-mail de confirmation.",
  );

  // Confirmed, the address is already subscribed.
  await page.goto(linkPath(await latestEmailTo(address, 'confirm'), 'confirm'));
  await expect(page.getByRole('heading', { name: 'Inscription confirmée' })).toBeVisible();
  form = await subscribe();
  await expect(form.getByRole('alert')).toHaveText('Cette adresse e-mail est déjà inscrite.');
  await expect(form.getByRole('status')).toHaveCount(0);

  // Unsubscribed, then back: welcomed back.
  await page.goto(linkPath(await latestEmailTo(address, 'unsubscribe'), 'unsubscribe'));
  await page.getByRole('button', { name: 'Me désinscrire' }).click();
  await expect(page.getByRole('heading', { name: 'Désinscription effectuée' })).toBeVisible();
  form = await subscribe();
  await expect(form.getByRole('status')).toHaveText(
    'Bon retour parmi nous ! Consultez votre boîte de réception pour confirmer à nouveau votre inscription.',
  );
});
