/** What a master's page keeps as the server drew it for a visitor (`keptPart`): the profile, one chunk. */
export { MasterProfile } from "../master-profile";
