// /home: the active request and its progress, what to do next, latest messages and meetings; a start when none.
import { screen, within } from '@testing-library/react';
import type { Rfq } from '../../../../store/api/rfqsApi';
import { http, HttpResponse } from 'msw';
import { customer, setupMswServer } from '../../../support/msw';
import { activeRfq, closedRfq } from '../../../support/rfqFixtures';
import { renderApp } from '../../../support/renderWithProviders';

const server = setupMswServer();
const answer = (rfqs: Rfq[]) => server.use(http.get('/api/customer/users/1/rfqs', () => HttpResponse.json(rfqs)));

test('the active request: lenders asked, offers in, the best offer and why', async () => {
  answer([activeRfq()]);
  renderApp({ route: '/home', user: customer });
  expect(await screen.findByRole('heading', { level: 1, name: 'Forside' })).toBeInTheDocument();
  const card = (await screen.findByRole('heading', { name: 'Din anmodning' })).closest('section')!;
  const count = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
  expect(count('Banker spurgt')).toBe('5');
  expect(count('Tilbud modtaget')).toBe('3');
  expect(count('Venter på svar')).toBe('1');
  expect(count('Afslået')).toBe('1');
  expect(within(card).getByRole('progressbar', { name: '4 af 5 banker har svaret' })).toBeInTheDocument();
  expect(within(card).getByText('Bedste tilbud: Kattegat Realkredit')).toBeInTheDocument();
  expect(within(card).getByText(/^Markeret som bedst/)).toHaveTextContent(
    'Markeret som bedst, fordi det sænker din månedlige ydelse mest før skat: 4.430 kr. om måneden.',
  );
  expect(within(card).getByRole('link', { name: 'Se alle svar' })).toHaveAttribute('href', '/rfqs/current');
  expect(screen.getByText('Hej Mette. Her kan du følge din anmodning og dine tilbud.')).toBeInTheDocument();
});

test('what to do next: compare the offers, read the unread message, wait for the rest', async () => {
  answer([activeRfq()]);
  renderApp({ route: '/home', user: customer });
  const card = (await screen.findByRole('heading', { name: 'Det kan du gøre nu' })).closest('section')!;
  expect(within(card).getByRole('link', { name: 'Sammenlign dine 3 tilbud' })).toHaveAttribute(
    'href',
    '/rfqs/12/compare-offers',
  );
  expect(within(card).getByRole('link', { name: 'Læs din ulæste besked' })).toHaveAttribute(
    'href',
    '/rfqs/12/leads/41/messages',
  );
  expect(within(card).getByText(/1 bank arbejder stadig på et tilbud/)).toBeInTheDocument();
});

test('the latest messages, newest first, with unread marked; the meetings to come', async () => {
  answer([activeRfq()]);
  renderApp({ route: '/home', user: customer });
  const messages = (await screen.findByRole('heading', { name: 'Seneste beskeder' })).closest('section')!;
  expect(within(messages).getByText('1 ulæste')).toBeInTheDocument();
  const items = within(messages).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
    'Læs beskeden fra Øresund Bank A/S',
    'Læs beskeden fra Kattegat Realkredit',
  ]);
  expect(within(items[0]).getByText('Ulæst')).toBeInTheDocument();
  expect(within(items[1]).queryByText('Ulæst')).not.toBeInTheDocument();

  const meetings = screen.getByRole('heading', { name: 'Møder' }).closest('section')!;
  expect(within(meetings).getByText('Du har bedt om et møde')).toBeInTheDocument();
  expect(within(meetings).getByRole('link', { name: 'Se mødet med Kattegat Realkredit' })).toHaveAttribute(
    'href',
    '/rfqs/12/leads/42/meetings',
  );
});

test('no request: a start through the form or from the saved profile', async () => {
  answer([]);
  renderApp({ route: '/home', user: { ...customer, has_open_rfqs: false } });
  expect(await screen.findByRole('heading', { name: 'Få nye tilbud på dine lån' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Udfyld en ny anmodning' })).toHaveAttribute('href', '/form/');
  expect(screen.getByRole('link', { name: 'Få tilbud ud fra min gemte profil' })).toHaveAttribute(
    'href',
    '/rfqs/get-offers',
  );
  expect(screen.getByText(/Du har ingen beskeder endnu/)).toBeInTheDocument();
  expect(screen.getByText(/Du har ingen møder planlagt/)).toBeInTheDocument();
});

test('only a closed request: the start, and a note about the closed one', async () => {
  answer([closedRfq(7, 3)]);
  renderApp({ route: '/home', user: customer });
  expect(await screen.findByRole('heading', { name: 'Få nye tilbud på dine lån' })).toBeInTheDocument();
  expect(screen.getByText(/Din seneste anmodning blev afsluttet/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Se den' })).toHaveAttribute('href', '/rfqs/current');
});

test('a failed load says so and tries again', async () => {
  // Failing until the customer asks again: the route's own read (its prefetch) and the page's both fail.
  let failing = true;
  server.use(
    http.get('/api/customer/users/1/rfqs', () =>
      failing ? new HttpResponse(null, { status: 500 }) : HttpResponse.json([activeRfq()]),
    ),
  );
  const { user } = renderApp({ route: '/home', user: customer });
  const retry = await screen.findByRole('button', { name: 'Prøv igen' });
  failing = false;
  await user.click(retry);
  expect(await screen.findByRole('heading', { name: 'Din anmodning' })).toBeInTheDocument();
});

test('in English', async () => {
  answer([activeRfq()]);
  renderApp({ route: '/home', user: { ...customer, preferences: { lang: 'en' } } });
  expect(await screen.findByRole('heading', { name: 'Your request' })).toBeInTheDocument();
  expect(screen.getByText('4,430 kr.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Compare your 3 offers' })).toBeInTheDocument();
});
