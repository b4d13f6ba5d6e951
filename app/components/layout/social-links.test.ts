import { describe, expect, it } from "vitest";
import { SOCIAL_HOME, socialLinks } from "./social-links";

describe("socialLinks", () => {
  it("uses the configured URLs and falls back to each network's home when empty", () => {
    const links = socialLinks({
      instagramUrl: "https://www.instagram.com/maistry.school",
      facebookUrl: " ",
      tiktokUrl: "",
      youtubeUrl: "https://www.youtube.com/@maistry",
    });
    expect(links).toEqual([
      { network: "instagram", url: "https://www.instagram.com/maistry.school" },
      { network: "facebook", url: SOCIAL_HOME.facebook },
      { network: "tiktok", url: SOCIAL_HOME.tiktok },
      { network: "youtube", url: "https://www.youtube.com/@maistry" },
    ]);
  });
  it("falls back for every network when the footer could not be loaded", () => {
    expect(socialLinks(null).map((link) => link.url)).toEqual(Object.values(SOCIAL_HOME));
  });
});
