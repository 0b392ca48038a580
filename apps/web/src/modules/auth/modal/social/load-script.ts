const loading = new Map<string, Promise<void>>();

/** Adds a provider's script once per page; a script that failed to load is tried again next time. */
export function loadScript(src: string, testId: string): Promise<void> {
  let loaded = loading.get(src);
  if (!loaded) {
    loaded = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.testid = testId;
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
