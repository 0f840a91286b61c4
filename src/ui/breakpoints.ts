/**
 * The phone layout's width: the frame's one breakpoint, the same number as every stylesheet's
 * `@media (max-width: 767px)`. Code that decides by it (the header, the start view) reads it from here.
 */
export const PHONE_QUERY = '(max-width: 767px)';
