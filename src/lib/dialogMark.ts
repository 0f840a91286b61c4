// The mark a dialog's own history entry carries in its state (dialogHistory.ts); tests wait on it too.
export const DIALOG_MARK = '__cabinetDialog';
