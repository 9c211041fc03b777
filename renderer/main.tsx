import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { SessionProvider } from './composition/SessionProvider';
import { startSession } from './composition/start';
import './styles.css';

const session = startSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <SessionProvider session={session}>
      <App />
    </SessionProvider>
  </StrictMode>,
);
