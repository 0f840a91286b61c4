// The brand of this page load. Resolved once: the host cannot change without a navigation.
import { type RuntimeBrand, resolveRuntimeBrand } from '../../kernel/brand/config.ts';

export const brand: RuntimeBrand = resolveRuntimeBrand(window.location, import.meta.env);
