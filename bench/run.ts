// `npm run bench`: the benchmarks arrive with the performance issue (API throughput against a bare node:http
// server, Lighthouse per page, checkout under load). Until then this says so instead of printing made-up numbers.
console.log('Benchmarks not implemented yet: see the README ("Performance").');
