// The start's handoff to the app: the one start/ module the app, the routes and the features import
// (Biome's rule, docs/architecture.md). The gate start's plain view (its id, GATE_START_ID) and how the app takes it over
// or ends it; the start view's code buttons (what a code's button carries, `CodeButtonData`, written by
// features/orders/card/OrderParts.tsx; a tap on one dispatches the view's TAPPED event, view/paint.ts)
// and how the app hears the tap and takes the tapped code (view/tap.ts); the gate start's kept codes, as
// the sync writes them. The code stays where the start runs it (gate/, view/): this names the contract.
export { endGateStart, GATE_START_ID, gateStartTaken, takeGateStart } from './gate/handover.ts';
export { GATE_START_KEPT, type GateStart, pickGateStart } from './gate/kept.ts';
export { readGateKept } from './gate/read.ts';
// The start views the app keeps on leaving a screen (view/keep.ts) and the one it takes over on its first
// render (view/takeover.ts).
export { keepStartViews } from './view/keep.ts';
export { takeOverStartView } from './view/takeover.ts';
export { type CodeButtonData, onCodeTapped, takeTappedCode } from './view/tap.ts';
