/**
 * An init script standing in for React DevTools: every copy of react-dom that starts on the page
 * registers its renderer with this hook, so the list's length is the number of Reacts on the page.
 */
export const COUNT_REACT_RENDERERS = `
  (() => {
    const renderers = new Map();
    let nextId = 1;
    window.__reactRenderers = [];
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers,
      inject(renderer) {
        const id = nextId++;
        renderers.set(id, renderer);
        window.__reactRenderers.push(renderer.version || renderer.reconcilerVersion || 'unknown');
        return id;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      setStrictMode() {},
    };
  })();
`;
