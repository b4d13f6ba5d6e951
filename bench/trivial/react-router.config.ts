import type { Config } from "@react-router/dev/config";

// The trivial React Router 7 app the bench measures next to Maistry (issue 13, goal 1): what the
// framework alone costs per request on this machine, with the same future flags.
export default {
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
