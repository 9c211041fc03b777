/** The help sheet ("?"): every hotkey and its key now, by group, and whether trading hotkeys are on. */
import { Dialog } from '../../ui/Dialog';
import type { Bindings } from './bindings';
import { HOTKEY_GROUPS, HOTKEYS } from './catalog';
import { KeyCaps } from './KeyCaps';

interface HelpSheetProps {
  open: boolean;
  onClose: () => void;
  bindings: Bindings;
  tradingOn: boolean;
}

/** The groups in two columns: what trades on the left, the rest on the right. */
const COLUMNS = [HOTKEY_GROUPS.slice(0, 2), HOTKEY_GROUPS.slice(2)];

export function HelpSheet({ open, onClose, bindings, tradingOn }: HelpSheetProps) {
  return (
    <Dialog title="Keyboard shortcuts" open={open} onClose={onClose} className="hotkeys-sheet">
      <p className="muted hotkeys-sheet-intro">
        Keys do nothing while you type in a field, except <em>Leave the field</em> and <em>Send the form</em>.
      </p>
      <p className={tradingOn ? 'hotkeys-trading hotkeys-trading-on' : 'hotkeys-trading muted'}>
        {tradingOn
          ? 'Trading hotkeys are on: their orders and cancels go at once, without the confirmation.'
          : 'Trading hotkeys are off: the keys marked "off" do nothing. Settings › Hotkeys turns them on.'}
      </p>
      <div className="hotkeys-sheet-columns">
        {COLUMNS.map((groups, i) => (
          <div key={i} className="hotkeys-sheet-column">
            {groups.map((group) => (
              <table key={group} className="hotkeys-sheet-table" aria-label={`${group} shortcuts`}>
                <caption>{group}</caption>
                <tbody>
                  {HOTKEYS.filter((h) => h.group === group).map((h) => (
                    <tr key={h.action} className={h.trading && !tradingOn ? 'hotkey-row-off' : undefined}>
                      <th scope="row">
                        {h.label}
                        {h.trading && !tradingOn && <span className="hotkey-off-badge">off</span>}
                      </th>
                      <td>
                        <KeyCaps value={bindings[h.action]} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        ))}
      </div>
      <p className="muted hotkeys-sheet-foot">
        1 to 5 pick the market&apos;s size presets; the chart periods take Alt+1 to Alt+6. Change the keys and the presets in Settings › Hotkeys.
      </p>
    </Dialog>
  );
}
