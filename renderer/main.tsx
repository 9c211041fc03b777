import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { SessionProvider } from './composition/SessionProvider';
import { startSession } from './composition/start';
import { WindowSetContext } from './ui/window-context';
import './styles.css';

const { session, windows } = startSession();
// A layout is saved a moment after the last move: one moved just before the window closes is saved as it closes.
window.addEventListener('pagehide', () => void session.workspaces.flush());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <WindowSetContext value={windows}>
      <SessionProvider session={session}>
        <App />
      </SessionProvider>
    </WindowSetContext>
  </StrictMode>,
);
