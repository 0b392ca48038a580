import { z } from 'zod';
import { declareOperations } from '../operation';

/** The operations of apps/api/src/modules/health, each declared once: the API registers them, the clients call them. */
export const healthOperations = declareOperations({
  health: {
    method: 'GET',
    path: '/health',
    access: 'public',
    tags: ['ops'],
    summary: 'Readiness: 200 while the database answers, 503 while it does not',
    replies: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
    errors: [],
  },
  healthReady: {
    method: 'GET',
    path: '/health/ready',
    access: 'public',
    tags: ['ops'],
    summary: 'Readiness: 200 while the database answers, 503 while it does not',
    replies: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
    errors: [],
  },
  healthLive: {
    method: 'GET',
    path: '/health/live',
    access: 'public',
    tags: ['ops'],
    summary: 'Liveness: 200 while the process serves requests, whatever the database does',
    replies: { 200: z.object({ status: z.literal('ok') }) },
    errors: [],
  },
});
