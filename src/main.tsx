import { createRoot } from 'react-dom/client';
import './app/styles/tokens.css';
import './app/styles/base.css';
import { App } from './app/App';
import { createApp } from './app/createApp';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const { store, i18n, router } = createApp();
createRoot(container).render(<App store={store} i18n={i18n} router={router} />);
