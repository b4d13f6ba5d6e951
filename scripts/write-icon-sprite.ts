// npm run icons — writes app/components/ui/icons.svg from the icon drawings (icon-paths.ts).
import { writeFileSync } from "node:fs";
import { iconSprite } from "../app/components/ui/icon-paths";

writeFileSync(new URL("../app/components/ui/icons.svg", import.meta.url), iconSprite());
