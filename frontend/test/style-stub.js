// CSS modules resolve to their class names in tests.
export default new Proxy({}, { get: (_target, name) => (typeof name === 'string' ? name : undefined) });
