// Address suggestions while the customer types (GET /api/addresses/autocomplete, the DAWA answer shape):
// debounced, and an older answer never overwrites a newer one.
import { useEffect, useState } from 'react';
import { httpClient } from '../../../../store/http/httpClient';

export interface AddressSuggestion {
  tekst: string;
  adresse: {
    id: string;
    vejnavn?: string | null;
    husnr?: string | null;
    etage?: string | null;
    dør?: string | null;
    postnr?: string | null;
    postnrnavn?: string | null;
  };
}

/** Below this the look-up answers nothing useful (the server answers [] too). */
export const MIN_QUERY_LENGTH = 2;
const DEBOUNCE_MS = 200;
const IDLE: SuggestionsState = { status: 'idle', suggestions: [] };

export type SuggestionsState =
  | { status: 'idle' | 'loading' | 'failed'; suggestions: AddressSuggestion[] }
  | { status: 'ready'; suggestions: AddressSuggestion[] };

export function useAddressSuggestions(query: string, enabled: boolean): SuggestionsState {
  const [state, setState] = useState<SuggestionsState>(IDLE);
  const trimmed = query.trim();
  const active = enabled && trimmed.length >= MIN_QUERY_LENGTH;

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => ({ status: 'loading', suggestions: previous.suggestions }));
      httpClient
        .get<AddressSuggestion[]>('/api/addresses/autocomplete', {
          params: { q: trimmed },
          signal: controller.signal,
          quiet: true,
        })
        .then((answer) => setState({ status: 'ready', suggestions: Array.isArray(answer) ? answer : [] }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: 'failed', suggestions: [] });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, trimmed]);

  return active ? state : IDLE;
}

/** The street line of a suggestion: `Algade 12, 2. tv`. */
export function streetLine({ adresse }: AddressSuggestion): string {
  const street = [adresse.vejnavn, adresse.husnr].filter(Boolean).join(' ');
  const unit = [adresse.etage ? `${adresse.etage}.` : null, adresse.dør].filter(Boolean).join(' ');
  return unit ? `${street}, ${unit}` : street;
}
