const loading = new Map<string, Promise<void>>();

/**
 * Adds an outside script to the page once (a sign-in provider's SDK, the payment window), however
 * many ask for it; one that failed to load is taken out and tried again next time.
 */
export function loadScript(src: string, testId?: string): Promise<void> {
  let loaded = loading.get(src);
  if (!loaded) {
    loaded = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      if (testId) script.dataset.testid = testId;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`${src} did not load`));
      };
      document.head.appendChild(script);
    });
    loading.set(src, loaded);
  }
  return loaded;
}
