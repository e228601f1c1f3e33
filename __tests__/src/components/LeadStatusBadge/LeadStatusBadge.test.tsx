// A lead's state in words: an offer the customer chose against has words of its own, apart from a lender's refusal.
import { screen } from '@testing-library/react';
import { LeadStatusBadge } from '../../../../src/components/LeadStatusBadge/LeadStatusBadge';
import type { LeadState } from '../../../../domain/leadProgress';
import { renderWithProviders } from '../../../support/renderWithProviders';

const WORDS: Record<'da' | 'en', Record<LeadState, string>> = {
  da: {
    waiting: 'Venter på svar',
    offer: 'Tilbud',
    otherChosen: 'Du valgte et andet tilbud',
    declined: 'Afslået',
    stopped: 'Stoppet',
  },
  en: {
    waiting: 'Awaiting answer',
    offer: 'Offer',
    otherChosen: 'You chose another offer',
    declined: 'Declined',
    stopped: 'Stopped',
  },
};

for (const locale of ['da', 'en'] as const) {
  test(`each state in its own words, ${locale}`, () => {
    for (const [state, words] of Object.entries(WORDS[locale]) as [LeadState, string][]) {
      const { unmount } = renderWithProviders(<LeadStatusBadge state={state} />, { locale });
      expect(screen.getByText(words)).toHaveClass(`lead-status--${state}`);
      unmount();
    }
  });
}
