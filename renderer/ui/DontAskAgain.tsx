/** The confirmation's "Don't ask again" tick: it turns off the confirmation of the place that asked, no other. */
export function DontAskAgain({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="checkbox">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      Don&apos;t ask again (Settings can turn it back on)
    </label>
  );
}
