import { createFileRoute } from '@tanstack/react-router';
import { ProfileLayout } from '../features/profile/index.ts';

export const Route = createFileRoute('/profile')({ component: ProfileLayout });
