'use client';

import { useToast } from '@/modules/toast/ToastProvider';

export function ShareButton({ path }: { path: string }) {
  const toast = useToast();
  async function share() {
    try {
      await navigator.clipboard.writeText(new URL(path, window.location.origin).toString());
      toast('Link copied to clipboard', 'success');
    } catch {
      toast('Could not copy the link', 'error');
    }
  }
  return (
    <button type="button" className="button-secondary" data-testid="share-button" onClick={share}>
      Share
    </button>
  );
}
