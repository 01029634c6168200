// Async boundary: shared singletons are negotiated before any React code runs. Started in the task after the one
// that evaluated the federation runtime, so that the two do not make one long task (Lighthouse saw 30-50 ms).
setTimeout(() => import('./bootstrap'), 0);
