// The shared look: what each base component says to a screen reader and a Danish reader.
import { screen } from '@testing-library/react';
import { Alert } from '../../../src/components/Alert/Alert';
import { Button } from '../../../src/components/Button/Button';
import { DateDisplay } from '../../../src/components/DateDisplay/DateDisplay';
import { EmptyState } from '../../../src/components/EmptyState/EmptyState';
import { ErrorState } from '../../../src/components/ErrorState/ErrorState';
import { LoadingState } from '../../../src/components/LoadingState/LoadingState';
import { MoneyDisplay } from '../../../src/components/MoneyDisplay/MoneyDisplay';
import { PageHeader } from '../../../src/components/PageHeader/PageHeader';
import { Link } from '../../../src/components/Link/Link';
import { renderWithProviders } from '../../support/renderWithProviders';

test('MoneyDisplay: 1.234.567 kr. in Danish, a dash for no amount', () => {
  renderWithProviders(
    <>
      <MoneyDisplay amount={1234567} />
      <span data-testid="none">
        <MoneyDisplay amount={null} />
      </span>
    </>,
  );
  expect(screen.getByText('1.234.567 kr.')).toBeInTheDocument();
  expect(screen.getByTestId('none')).toHaveTextContent('–');
});

test('MoneyDisplay in English', () => {
  renderWithProviders(<MoneyDisplay amount={1234567} />, { locale: 'en' });
  expect(screen.getByText('1,234,567 kr.')).toBeInTheDocument();
});

test('DateDisplay puts the exact date in <time>', () => {
  renderWithProviders(<DateDisplay value="2024-05-17" dateStyle="long" />);
  const time = screen.getByText(/17\. maj 2024/);
  expect(time.tagName).toBe('TIME');
  expect(time).toHaveAttribute('dateTime', expect.stringContaining('2024-05-17'));
});

test('Alert without text says the default of §8, and errors are announced at once', () => {
  renderWithProviders(<Alert />, { locale: 'en' });
  expect(screen.getByRole('alert')).toHaveTextContent('There were some problems with your input.');
});

test('a success alert waits its turn (status)', () => {
  renderWithProviders(<Alert tone="success">Gemt</Alert>);
  expect(screen.getByRole('status')).toHaveTextContent('Gemt');
});

test('ErrorState offers a retry', async () => {
  const retry = jest.fn();
  const { user } = renderWithProviders(<ErrorState onRetry={retry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Noget gik galt');
  await user.click(screen.getByRole('button', { name: 'Prøv igen' }));
  expect(retry).toHaveBeenCalled();
});

test('LoadingState is a polite status', () => {
  renderWithProviders(<LoadingState />);
  expect(screen.getByRole('status')).toHaveTextContent('Indlæser …');
});

test('a loading Button keeps its name, is busy and ignores clicks', async () => {
  const click = jest.fn();
  const { user } = renderWithProviders(
    <Button loading onClick={click}>
      Gem
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Gem' });
  expect(button).toHaveAttribute('aria-busy', 'true');
  await user.click(button);
  expect(click).not.toHaveBeenCalled();
});

test('PageHeader is the page h1; EmptyState a titled note; Link a router link', () => {
  renderWithProviders(
    <>
      <PageHeader title="Dokumenter" description="Alt samlet ét sted" />
      <EmptyState title="Ingen dokumenter endnu" />
      <Link to="/documents">Se dokumenter</Link>
    </>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Dokumenter' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Ingen dokumenter endnu' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Se dokumenter' })).toHaveAttribute('href', '/documents');
});
