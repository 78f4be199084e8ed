import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ImageResponse } from "next/og";
import { company } from "@/data/company";
import { previewSize } from "@/lib/seo";

// A shipped font: next/og would otherwise fetch missing glyphs from the network.
const font = readFile(
  join(process.cwd(), "assets/fonts/LiberationSans-Bold.ttf"),
);

async function dataUri(publicPath: string) {
  const svg = await readFile(join(process.cwd(), "public", publicPath));
  return `data:image/svg+xml;base64,${svg.toString("base64")}`;
}

/** A 1200×630 PNG: our artwork on the right, the page's title and line on the left. */
export async function previewCard({
  title,
  line,
  picture,
}: {
  title: string;
  line: string;
  picture: string;
}) {
  return new ImageResponse(
    <div
      style={{
        display: "flex",
        width: "100%",
        height: "100%",
        background: "#0f172a",
        color: "#fff",
        fontFamily: "Liberation Sans",
      }}
    >
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
          width: 620,
          padding: "0 64px",
        }}
      >
        <div style={{ fontSize: 30, color: "#fbbf24" }}>{company.name}</div>
        <div style={{ fontSize: 68, lineHeight: 1.1, marginTop: 24 }}>
          {title}
        </div>
        <div style={{ fontSize: 36, color: "#fcd34d", marginTop: 28 }}>
          {line}
        </div>
        <div style={{ fontSize: 26, color: "#cbd5e1", marginTop: 40 }}>
          {`${company.phone.display} · ${company.hours}`}
        </div>
      </div>
      {/* eslint-disable-next-line @next/next/no-img-element -- rendered by next/og, not a browser */}
      <img
        src={await dataUri(picture)}
        width={580}
        height={630}
        alt=""
        style={{ objectFit: "cover" }}
      />
    </div>,
    {
      ...previewSize,
      fonts: [{ name: "Liberation Sans", data: await font, weight: 700 }],
    },
  );
}
