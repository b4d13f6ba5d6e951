import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/use-t";
import * as styles from "./contact-map.css";
import { Icon } from "./ui/icon";

interface ContactMapProps {
  latitude: number;
  longitude: number;
  label: string;
  /** The same place on openstreetmap.org: always shown, and all there is without JavaScript. */
  fallbackHref: string;
}

/**
 * The office on an OpenStreetMap map. Leaflet is loaded only in the browser, after the page is
 * interactive; if it or the tiles cannot load, the address and the link remain.
 */
export function ContactMap({ latitude, longitude, label, fallbackHref }: ContactMapProps) {
  const t = useT();
  const element = useRef<HTMLElement>(null);
  const [state, setState] = useState<"idle" | "ready" | "failed">("idle");

  useEffect(() => {
    let map: { remove(): void } | undefined;
    let cancelled = false;
    Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")])
      .then(([{ default: L }]) => {
        if (cancelled || !element.current) return;
        const leafletMap = L.map(element.current, { scrollWheelZoom: false }).setView(
          [latitude, longitude],
          16,
        );
        L.tileLayer("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png", {
          maxZoom: 19,
          attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
        }).addTo(leafletMap);
        const pin = L.divIcon({ className: styles.pin, iconSize: [28, 28], iconAnchor: [14, 28] });
        L.marker([latitude, longitude], { icon: pin, title: label, alt: label }).addTo(leafletMap);
        map = leafletMap;
        setState("ready");
      })
      .catch(() => setState("failed"));
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [latitude, longitude, label]);

  return (
    <div className={styles.wrapper}>
      {/* A labelled region, not an img: once Leaflet has loaded it holds focusable controls and the marker. */}
      <section
        ref={element}
        className={styles.map}
        data-state={state}
        aria-label={t("contact.mapLabel", { address: label })}
      >
        {state !== "ready" ? (
          <div className={styles.placeholder}>
            <Icon name="map-pin" size={32} />
            <span>{label}</span>
          </div>
        ) : null}
      </section>
      <a href={fallbackHref} className={styles.link} target="_blank" rel="noopener noreferrer">
        {t("contact.openMap")}
        <Icon name="arrow-right" size={16} />
      </a>
    </div>
  );
}
