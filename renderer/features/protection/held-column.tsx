import type { Column } from '../../ui/Table';

/** The Working tab's "Where" column: "Held by Perpdesk", with what that means for the row's kind on hover. */
export const heldByPerpdeskColumn = <R,>(meaning: string): Column<R> => ({
  id: 'held',
  header: 'Where',
  cell: () => (
    <span className="badge" title={meaning}>
      Held by Perpdesk
    </span>
  ),
});
