// The flags Node is started with to serve (`npm run serve`, the systemd unit, the cluster script, the benches'
// server processes): one list, which __tests__/server/deploy/nodeFlags.test.ts holds the unit and package.json to.
//
// A cap on the old generation: V8 sizes its next collection from the heap's size and its allocation rate, and a
// server rendering pages allocates fast (each page's markup, its answers, React's tree), so with no cap the heap grew
// to three or four times what was live before V8 collected: about 715 MB of RSS after 8,000 requests against 451 MB
// with the cap, in the same run, for no loss of throughput (docs/benchmarks.md, "Server memory, third pass"). With a
// cap V8 collects sooner as the heap nears it. 512 MB is about four times the live heap after load.
export const SERVER_HEAP_MB = 512;

export const SERVER_NODE_FLAGS: readonly string[] = [`--max-old-space-size=${SERVER_HEAP_MB}`];
