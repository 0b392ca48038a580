import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * What is wider than a phone scrolls sideways inside its card, so the page never does. The region
 * takes focus (named by its label), so a keyboard can scroll it too.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}
