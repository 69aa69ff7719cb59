import type { RouteConfig } from "@react-router/dev/routes";
import { adminRoutes } from "./admin/admin-routes.ts";
import { siteRoutes } from "./site/site-routes.ts";

// The whole product's route table: the back office first, so /admin never falls to the site's 404.
export default [...adminRoutes, ...siteRoutes] satisfies RouteConfig;
