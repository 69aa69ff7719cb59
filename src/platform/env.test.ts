import { describe, expect, it } from "vitest";
import { EnvError, readEnv } from "./env.ts";

describe("readEnv", () => {
  it("gives working defaults with no variables at all", () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_SAMPLE_CONTENT).toBe(true);
    expect(env.SESSION_IDLE_MINUTES).toBe(30);
    expect(env.SESSION_ABSOLUTE_HOURS).toBe(12);
    expect(env.COMPANY_TIME_ZONE).toBe("Asia/Kolkata");
  });

  it("defaults PUBLIC_ORIGIN to localhost on the port, so links in mails follow it", () => {
    expect(readEnv({}).PUBLIC_ORIGIN).toBe("http://localhost:3000");
    expect(readEnv({ PORT: "8080" }).PUBLIC_ORIGIN).toBe("http://localhost:8080");
    expect(readEnv({ PORT: "8080", PUBLIC_ORIGIN: "https://www.example.com" }).PUBLIC_ORIGIN).toBe(
      "https://www.example.com",
    );
  });

  it("takes an IANA time zone for the company and refuses anything else", () => {
    expect(readEnv({ COMPANY_TIME_ZONE: "Europe/London" }).COMPANY_TIME_ZONE).toBe("Europe/London");
    expect(() => readEnv({ COMPANY_TIME_ZONE: "Mars/Olympus" })).toThrow(/COMPANY_TIME_ZONE/);
    expect(() => readEnv({ COMPANY_TIME_ZONE: "+05:30" })).toThrow(/COMPANY_TIME_ZONE/);
  });

  it("takes an imap:// or imaps:// URL with user and password, and says what is wrong without its password", () => {
    expect(readEnv({ IMAP_URL: "imap://in%40x.example:p%40ss@mail.example:143/INBOX" }).IMAP_URL).toBe(
      "imap://in%40x.example:p%40ss@mail.example:143/INBOX",
    );
    expect(readEnv({}).IMAP_POLL_SECONDS).toBe(60);
    for (const bad of [
      "http://u:p@mail.example/INBOX",
      "imap://mail.example/INBOX",
      "imap://u@mail.example",
      "not a url",
    ]) {
      let message = "";
      try {
        readEnv({ IMAP_URL: bad });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain("IMAP_URL: must be an imap:// or imaps:// URL");
    }
    try {
      readEnv({ IMAP_URL: "ftp://user:very-secret@mail.example" });
    } catch (error) {
      expect((error as Error).message).not.toContain("very-secret");
    }
    expect(() => readEnv({ IMAP_POLL_SECONDS: "1" })).toThrow(/IMAP_POLL_SECONDS/);
  });

  it("takes one plain address as REPLY_TAG_ADDRESS, and refuses a list, a name or a +tag", () => {
    expect(readEnv({ REPLY_TAG_ADDRESS: "sales@company.example" }).REPLY_TAG_ADDRESS).toBe(
      "sales@company.example",
    );
    expect(readEnv({}).REPLY_TAG_ADDRESS).toBeUndefined();
    for (const bad of ["a@x.example,b@x.example", "Sales <sales@x.example>", "sales+c1@x.example", "sales"]) {
      expect(() => readEnv({ REPLY_TAG_ADDRESS: bad })).toThrow(/REPLY_TAG_ADDRESS/);
    }
  });

  it("takes the edge cache's seconds, 0 by default, and refuses what is not a whole number of seconds", () => {
    expect(readEnv({})).toMatchObject({ EDGE_CACHE_SECONDS: 0, EDGE_STALE_SECONDS: 0 });
    expect(readEnv({ EDGE_CACHE_SECONDS: "600" }).EDGE_CACHE_SECONDS).toBe(600);
    for (const bad of ["-1", "1.5", "soon"]) {
      expect(() => readEnv({ EDGE_CACHE_SECONDS: bad })).toThrow(/EDGE_CACHE_SECONDS/);
    }
  });

  it("purges by surrogate key unless told by path, and by path only with PURGE_URL", () => {
    expect(readEnv({ PURGE_URL: "http://127.0.0.1:6081/" }).PURGE_BY).toBe("keys");
    expect(readEnv({ PURGE_URL: "http://127.0.0.1:6081/.purge", PURGE_BY: "paths" }).PURGE_BY).toBe("paths");
    expect(() => readEnv({ PURGE_BY: "paths" })).toThrow(/PURGE_BY=paths needs PURGE_URL/);
    expect(() => readEnv({ PURGE_URL: "http://127.0.0.1:6081/", PURGE_BY: "urls" })).toThrow(/PURGE_BY/);
  });

  it("takes one CDN's purge API with its zone and token, and refuses it half set or beside PURGE_URL", () => {
    const zone = "0123456789abcdef0123456789abcdef";
    const token = "Abc_def-0123456789ghijklmnop";
    expect(readEnv({ CDN_PURGE_API: "cloudflare", CDN_ZONE_ID: zone, CDN_API_TOKEN: token })).toMatchObject({
      CDN_PURGE_API: "cloudflare",
      CDN_API_URL: "https://api.cloudflare.com/client/v4",
    });
    expect(() => readEnv({ CDN_PURGE_API: "fastly", CDN_ZONE_ID: zone, CDN_API_TOKEN: token })).toThrow(
      /CDN_PURGE_API/,
    );
    expect(() => readEnv({ CDN_PURGE_API: "cloudflare", CDN_ZONE_ID: zone })).toThrow(/CDN_API_TOKEN/);
    expect(() => readEnv({ CDN_ZONE_ID: zone, CDN_API_TOKEN: token })).toThrow(/CDN_PURGE_API/);
    expect(() =>
      readEnv({ CDN_PURGE_API: "cloudflare", CDN_ZONE_ID: "my-zone", CDN_API_TOKEN: token }),
    ).toThrow(/CDN_ZONE_ID/);
    expect(() =>
      readEnv({
        CDN_PURGE_API: "cloudflare",
        CDN_ZONE_ID: zone,
        CDN_API_TOKEN: token,
        PURGE_URL: "http://127.0.0.1:6081/",
      }),
    ).toThrow(/set one/);
    // A refused token is named, never printed.
    const bad = "Bearer has spaces in it 0123456789";
    expect(() => readEnv({ CDN_PURGE_API: "cloudflare", CDN_ZONE_ID: zone, CDN_API_TOKEN: bad })).toThrow(
      /CDN_API_TOKEN/,
    );
    try {
      readEnv({ CDN_PURGE_API: "cloudflare", CDN_ZONE_ID: zone, CDN_API_TOKEN: bad });
    } catch (error) {
      expect(String(error)).not.toContain(bad);
    }
  });

  it("treats empty strings as unset", () => {
    expect(readEnv({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it("names the bad variable", () => {
    expect(() => readEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => readEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => readEnv({ SEED_SAMPLE_CONTENT: "maybe" })).toThrow(/SEED_SAMPLE_CONTENT/);
  });

  it("wants the first admin's number and password together", () => {
    expect(() => readEnv({ ADMIN_NUMBER: "9876543210" })).toThrow(/ADMIN_NUMBER and ADMIN_PASSWORD/);
    expect(readEnv({ ADMIN_NUMBER: "9876543210", ADMIN_PASSWORD: "a-long-enough-pass" }).ADMIN_NUMBER).toBe(
      "9876543210",
    );
  });

  it("parses booleans", () => {
    expect(readEnv({ SEED_SAMPLE_CONTENT: "false" }).SEED_SAMPLE_CONTENT).toBe(false);
    expect(readEnv({ SEED_SAMPLE_CONTENT: "0" }).SEED_SAMPLE_CONTENT).toBe(false);
  });

  it("takes the object storage and metrics settings, and refuses bad ones by name", () => {
    const env = readEnv({ S3_BUCKET: "site-bucket", S3_ENDPOINT: "http://127.0.0.1:9000", S3_PREFIX: "a/b" });
    expect(env).toMatchObject({ S3_BUCKET: "site-bucket", S3_REGION: "us-east-1", S3_PREFIX: "a/b" });
    expect(readEnv({}).METRICS_ALLOW).toBe("127.0.0.1,::1");
    expect(readEnv({ METRICS_ALLOW: "10.0.0.0/8, fd00::/8,192.0.2.1" }).METRICS_ALLOW).toContain(
      "10.0.0.0/8",
    );
    expect(() => readEnv({ METRICS_ALLOW: "everyone" })).toThrow(/METRICS_ALLOW/);
    expect(() => readEnv({ METRICS_ALLOW: "10.0.0.0/40" })).toThrow(/METRICS_ALLOW/);
    expect(() => readEnv({ S3_ENDPOINT: "not a url" })).toThrow(/S3_ENDPOINT/);
    expect(() => readEnv({ S3_PREFIX: "../up" })).toThrow(/S3_PREFIX/);
  });
});
