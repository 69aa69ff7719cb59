/** The Cloud VPS page: ten managed-service cards and the nine supported providers. */
export type ManagedServiceIconName =
  | "server"
  | "shield"
  | "activity"
  | "database"
  | "refresh"
  | "gauge"
  | "lock"
  | "network"
  | "headset"
  | "trending";

export const managedServices: readonly { title: string; text: string; icon: ManagedServiceIconName }[] = [
  {
    title: "Server setup and configuration",
    text: "We provision your VPS, harden the operating system and install the stack your application needs.",
    icon: "server",
  },
  {
    title: "Security hardening",
    text: "Firewalls, SSH key access, intrusion prevention and regular security patching as standard.",
    icon: "shield",
  },
  {
    title: "24/7 monitoring",
    text: "CPU, memory, disk and service checks around the clock, with engineers responding to every alert.",
    icon: "activity",
  },
  {
    title: "Backup management",
    text: "Automated off-server backups with retention you choose and tested restores.",
    icon: "database",
  },
  {
    title: "OS and software updates",
    text: "Operating system, control panel and runtime updates applied in planned maintenance windows.",
    icon: "refresh",
  },
  {
    title: "Performance tuning",
    text: "Web server, database and cache tuning so your applications stay fast under load.",
    icon: "gauge",
  },
  {
    title: "SSL and email setup",
    text: "Certificates, mail server configuration, SPF, DKIM and DMARC for reliable delivery.",
    icon: "lock",
  },
  {
    title: "Migration assistance",
    text: "Move sites and databases from shared hosting or another provider without downtime.",
    icon: "network",
  },
  {
    title: "Dedicated support",
    text: "A named engineer who knows your servers, reachable by phone, email and ticket.",
    icon: "headset",
  },
  {
    title: "Scaling and cost control",
    text: "Right-sizing advice and upgrades as your traffic grows, without paying for capacity you do not use.",
    icon: "trending",
  },
];

/** Shown as text tiles with a monogram (no third-party logos are hotlinked). */
export const vpsProviders = [
  { name: "AWS", monogram: "AWS" },
  { name: "Google", monogram: "G" },
  { name: "Azure", monogram: "Az" },
  { name: "Oracle", monogram: "O" },
  { name: "Linode", monogram: "Li" },
  { name: "Digital Ocean", monogram: "DO" },
  { name: "Vultr", monogram: "V" },
  { name: "Utho", monogram: "U" },
  { name: "Hetzner", monogram: "H" },
] as const;
