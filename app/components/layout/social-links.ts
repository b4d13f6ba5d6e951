import type { ShellFooter } from "./site-data";

export type SocialNetwork = "instagram" | "facebook" | "tiktok" | "youtube";

/** Each network's generic home page, used when the footer URL is empty (SPEC §3). */
export const SOCIAL_HOME: Record<SocialNetwork, string> = {
  instagram: "https://www.instagram.com/",
  facebook: "https://www.facebook.com/",
  tiktok: "https://www.tiktok.com/",
  youtube: "https://www.youtube.com/",
};

export function socialLinks(footer: ShellFooter | null): { network: SocialNetwork; url: string }[] {
  const configured: Record<SocialNetwork, string | undefined> = {
    instagram: footer?.instagramUrl,
    facebook: footer?.facebookUrl,
    tiktok: footer?.tiktokUrl,
    youtube: footer?.youtubeUrl,
  };
  return (Object.keys(SOCIAL_HOME) as SocialNetwork[]).map((network) => ({
    network,
    url: configured[network]?.trim() || SOCIAL_HOME[network],
  }));
}
