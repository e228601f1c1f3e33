// Renders global-layer pieces with a fresh store and the English messages.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { makeStore, type RootState } from '../../../../store/store';
import en from '../../../../translations/en.json';

export function renderLayer(ui: ReactElement, preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  const view = render(
    <Provider store={store}>
      <IntlProvider locale="en" messages={en as Record<string, string>}>
        {ui}
      </IntlProvider>
    </Provider>,
  );
  return { store, ...view };
}
