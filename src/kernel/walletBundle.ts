/** A `.pkpasses` bundle holds at most 10 passes (Apple's limit): the cabinet and the server keep to it. */
export const BUNDLE_MAX = 10;
