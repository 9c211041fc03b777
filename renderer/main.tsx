import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installBrowserBridge } from './bridge/browser-bridge';
import { invoke } from './bridge/client';
import { browserPollerEnv, browserStorage, createSession, SessionContext } from './stores';
import './styles.css';

// In Electron the preload has put the bridge in place; in browser mode it is ours to open.
if (!window.perpdesk) installBrowserBridge();

const session = createSession({ invoke, storage: browserStorage, env: browserPollerEnv(), now: Date.now });
session.start();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <SessionContext value={session}>
      <App />
    </SessionContext>
  </StrictMode>,
);
