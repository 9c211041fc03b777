/**
 * The hotkeys, mounted once: one keydown listener on every window of the screen, the help sheet, and the hotkeys' messages. What a
 * key does is decided in decide.ts and done in runner.ts; this only connects them to the page.
 */
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useSession } from '../../services/hooks';
import { modalOpen } from '../../ui/Dialog';
import { listenEverywhere, useWindowSet } from '../../ui/window-context';
import { decide } from './decide';
import { HelpSheet } from './HelpSheet';
import { hotkeysOf } from './hotkeys-store';
import { keyTargetOf, leaveField } from './keyboard';
import { keyOfEvent } from './keys';
import { nextExpiry } from './messages';
import { runHotkey, sayTradingOff } from './runner';
import { useBindings, useTradingHotkeys } from './use-bindings';
import './hotkeys.css';

/**
 * The feeds trading hotkeys read (and the order checks they go through: the balance), polled while they are on,
 * whatever the screen shows.
 */
const TRADING_FEEDS = ['depth', 'positions', 'openOrders', 'balance'] as const;

export function Hotkeys() {
  const session = useSession();
  const hotkeys = hotkeysOf(session);
  const { bindings } = useBindings();
  const tradingOn = useTradingHotkeys();
  const helpOpen = useStore(hotkeys.store, (s) => s.helpOpen);

  useEffect(() => {
    if (!tradingOn) return;
    const releases = TRADING_FEEDS.map((name) => session.poller.use(name));
    void session.trading.loadTradeConfigs();
    return () => releases.forEach((release) => release());
  }, [session, tradingOn]);

  const windows = useWindowSet();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // The window the key was pressed in: the main one, or a pop-out.
      const doc = event.view?.document ?? document;
      const page = { leaveField: () => leaveField(doc) };
      const key = keyOfEvent({
        key: event.key,
        code: event.code,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        shiftKey: event.shiftKey,
        metaKey: event.metaKey,
        altGraph: event.getModifierState('AltGraph'),
      });
      const decision = decide(
        {
          key,
          target: keyTargetOf(event.target, session.orderEntry.getState().fieldFocused),
          modalOpen: modalOpen(doc),
          // 229: the key went to an input method (some browsers set no isComposing on its first key).
          composing: event.isComposing || event.keyCode === 229,
          repeat: event.repeat,
          handled: event.defaultPrevented,
        },
        bindings,
        tradingOn,
      );
      if (decision.kind === 'ignore') return;
      // Taken: the key must not also type, scroll or press what has the focus.
      event.preventDefault();
      if (decision.kind === 'off') sayTradingOff({ hotkeys }, decision.action);
      else void runHotkey(decision.action, { session, hotkeys, page });
    };
    return listenEverywhere(windows, 'keydown', onKeyDown);
  }, [session, hotkeys, bindings, tradingOn, windows]);

  return (
    <>
      <HelpSheet open={helpOpen} onClose={hotkeys.closeHelp} bindings={bindings} tradingOn={tradingOn} />
      <HotkeyMessages />
    </>
  );
}

/** What the last keys did, bottom left (fill notifications are bottom right); each goes after a few seconds. */
function HotkeyMessages() {
  const session = useSession();
  const hotkeys = hotkeysOf(session);
  const messages = useStore(hotkeys.store, (s) => s.messages);

  useEffect(() => {
    const due = nextExpiry(messages);
    if (due === null) return;
    const timer = window.setTimeout(hotkeys.expire, Math.max(0, due - session.now()) + 50);
    return () => window.clearTimeout(timer);
  }, [session, hotkeys, messages]);

  return (
    <div className="hotkey-messages" role="status" aria-label="Hotkey messages">
      {messages.map((m) => (
        <div key={m.id} className={`hotkey-message hotkey-message-${m.tone}`}>
          <span className="hotkey-message-text">{m.text}</span>
          <button type="button" className="hotkey-message-close" aria-label="Dismiss" onClick={() => hotkeys.dismiss(m.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
