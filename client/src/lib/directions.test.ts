import { describe, expect, it } from "vitest";
import { directionsUrl } from "./directions";

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const IPAD =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const LINUX = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

describe("directionsUrl", () => {
  const address = " 12 Oak Lane, Portland & Co #3 ";
  it("hands Android a geo: link any maps app answers", () => {
    expect(directionsUrl(address, ANDROID, 5)).toBe("geo:0,0?q=12%20Oak%20Lane%2C%20Portland%20%26%20Co%20%233");
  });
  it("opens Apple Maps on iPhone, and on an iPad that says it is a Mac", () => {
    expect(directionsUrl(address, IPHONE, 5)).toBe("https://maps.apple.com/?q=12%20Oak%20Lane%2C%20Portland%20%26%20Co%20%233");
    expect(directionsUrl(address, IPAD, 5)).toMatch(/^https:\/\/maps\.apple\.com\//);
  });
  it("opens OpenStreetMap elsewhere, a Mac without touch included", () => {
    expect(directionsUrl(address, LINUX, 0)).toBe(
      "https://www.openstreetmap.org/search?query=12%20Oak%20Lane%2C%20Portland%20%26%20Co%20%233",
    );
    expect(directionsUrl(address, IPAD, 0)).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
  });
});
