/**
 * Browser APIs jsdom lacks that Radix (popper, select) and cmdk call. They
 * only need to exist: layout is not measured in these tests.
 */
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

if (!('ResizeObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'ResizeObserver', {
    value: NoopResizeObserver,
    writable: true,
  });
}

const elementProto = Element.prototype as unknown as Record<string, unknown>;
elementProto.scrollIntoView ??= function scrollIntoView() {};
elementProto.hasPointerCapture ??= function hasPointerCapture() {
  return false;
};
elementProto.setPointerCapture ??= function setPointerCapture() {};
elementProto.releasePointerCapture ??= function releasePointerCapture() {};
