import { useCallback, useState } from 'react';

export type RowDialogKind = 'create' | 'edit' | 'delete';

/**
 * Which dialog of a list page is open, and for which row. The row is kept after closing so the
 * dialog does not go blank during its closing animation.
 */
export function useRowDialog<T>() {
  const [state, setState] = useState<{ kind: RowDialogKind; row: T | undefined; open: boolean }>({
    kind: 'create',
    row: undefined,
    open: false,
  });
  const openDialog = useCallback((kind: RowDialogKind, row?: T) => setState({ kind, row, open: true }), []);
  const onOpenChange = useCallback((open: boolean) => setState((current) => ({ ...current, open })), []);
  return {
    kind: state.kind,
    row: state.row,
    isOpen: (kind: RowDialogKind) => state.open && state.kind === kind,
    openDialog,
    onOpenChange,
  };
}
