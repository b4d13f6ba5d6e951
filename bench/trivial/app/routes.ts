import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [index("routes/home.tsx"), route("replay/:page", "routes/replay.tsx")] satisfies RouteConfig;
