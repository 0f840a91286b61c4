// Texts the profile screens share (module-level, translated where shown).

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldProblem } from './rules.ts';

export const OFFLINE_FORM = msg`You are offline. Saving needs the internet: what you typed stays here until you are back online.`;

export const FIELD_PROBLEM: Record<FieldProblem, MessageDescriptor> = {
  required: msg`Fill in this field`,
  format: msg`Check this field: the value does not look right`,
  order: msg`The expiry date must be after the issue date`,
};
