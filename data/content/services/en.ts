import { business } from "@/data/business";
import { company } from "@/data/company";
import { formatUsd } from "@/data/money";
import type { Faq, ServiceCopy, ServiceSlug } from "@/data/services";

/*
 * The catalogue's words in English, by slug (content: the CMS will take it
 * over; read through lib/content/services.ts). Checked against
 * Record<ServiceSlug, ServiceCopy>, as the other languages are.
 */

const remote = `by phone or in a remote session you approve, ${company.hours}`;
const discLimit = `${business.backup.discMaxGb} GB`;
const training = formatUsd(business.trainingSessionPrice);

/** Hands-on services come with a home visit, and visits carry the rescheduling fee. */
const movingAVisit: Faq = {
  question: "Can I move my appointment?",
  answer: `Yes. A home visit can be moved free of charge up to ${business.rescheduling.freeUntilHours} hours before it starts; moving it later than that costs ${formatUsd(business.rescheduling.lateFee)}.`,
};

export const servicesEn = {
  "printer-setup": {
    title: "Printer Setup",
    summary:
      "Get a new or existing printer working with every computer, phone and tablet in your home or office.",
    description: `A printer that only works from one laptop, or not at all after a router change, wastes more time than it should. Our technician connects your printer to your network and sets it up on each device that needs to print or scan.\n\nWe work ${remote}. We install the current driver and the maker's scanning app where you want it, set sensible defaults such as double-sided or draft printing, and finish with a test page from every device.`,
    servicesIncluded: [
      "Connection over WiFi, Ethernet or USB",
      "Current drivers from the printer's maker",
      "Setup on each computer, phone and tablet you name",
      "Scanning to a computer or e-mail where supported",
      "Default settings such as duplex and paper size",
      "A test page from every device",
    ],
    faqs: [
      {
        question: "Which printer brands do you support?",
        answer:
          "We set up printers from all the common makers, including HP, Canon, Epson, Brother and Xerox, as long as the maker still offers a driver for your system.",
      },
      {
        question: "Can you set up the printer on my phone as well?",
        answer:
          "Yes. We connect iPhones, iPads and Android devices through AirPrint, Mopria or the maker's app, and print a test page from each one.",
      },
      {
        question: "What do I need to have ready?",
        answer:
          "The printer unpacked and switched on, the computer you want to print from, and your WiFi password to hand: you type it in yourself when we get there. We guide you through the rest.",
      },
    ],
  },
  "printer-installation": {
    title: "Printer Installation",
    summary:
      "A new printer unboxed, connected and shared across your network, with drivers installed on each computer.",
    description: `Installing a new printer means more than plugging it in: cartridges, firmware, network settings and drivers all have to line up before the first page comes out right.\n\nA technician comes to your home or office to unpack and place the printer, load ink and paper, update the firmware and give the printer a fixed address on your network so it does not vanish after a restart. Then we install it on each computer and print a test page.\n\nYou end up with a printer everyone in the house or office can use, and no leftover software from the old one.`,
    servicesIncluded: [
      "Unpacking, cartridge and paper tray setup",
      "Firmware update to the maker's latest version",
      "A fixed network address so the printer stays found",
      "Driver installation on each computer",
      "Sharing with everyone on your network",
      "Removal of the old printer's software",
    ],
    faqs: [
      {
        question: "How is installation different from printer setup?",
        answer:
          "Installation starts from a printer still in its box: we prepare the hardware, update its firmware and put it on your network before setting up your devices.",
      },
      {
        question: "Will you remove my old printer's software?",
        answer:
          "Yes. We uninstall the old drivers and utilities so your computer does not keep sending jobs to a printer that is gone.",
      },
      {
        question: "Can an office share one printer?",
        answer:
          "Yes. We put the printer on your network with a fixed address and install it on every computer that should use it.",
      },
      {
        question: "Is the price per printer?",
        answer: `Yes. Charges are per ${business.chargedPer}, so each printer installed is one booking.`,
      },
      movingAVisit,
    ],
  },
  "printer-troubleshooting": {
    title: "Printer Troubleshooting",
    summary:
      "Stuck print jobs, offline errors, streaky pages or a scanner that will not scan: we find the cause and fix it.",
    description: `"Printer offline" and a queue of stuck jobs are the most common calls we get. The cause is usually a driver, a changed network or a setting, not the printer itself.\n\nWe connect ${remote}, clear the queue, check the printer's network connection and driver, and run the maker's cleaning and alignment tools for poor print quality. If a part has failed, we tell you which one and what your options are.`,
    servicesIncluded: [
      "Clearing stuck print queues",
      "Fixing offline and connection errors",
      "Driver repair or reinstallation",
      "Print head cleaning and alignment",
      "Scanner and scan-to-e-mail fixes",
      "A plain report if a part has failed",
    ],
    faqs: [
      {
        question: "Why does my printer keep saying it is offline?",
        answer:
          "Usually the printer got a new network address after a router restart, or the computer is using an old driver. We fix the cause so it stays online.",
      },
      {
        question: "Can you fix faded or streaky prints?",
        answer:
          "Often, yes. We run the printer's cleaning and alignment cycles and check the settings; if a cartridge or print head is worn out we say so.",
      },
      {
        question: "What if the printer cannot be fixed?",
        answer:
          "We explain what has failed and whether repair or replacement makes more sense, and we can set up a new printer for you afterwards.",
      },
    ],
  },
  "wifi-and-network-connectivity": {
    title: "WiFi & Network Connectivity",
    summary:
      "Slow or dropping internet, devices that will not connect, dead zones: we diagnose your network and fix it.",
    description: `When the internet drops during a video call or one room never gets a signal, the problem may be the router, its settings, interference from neighbors or the devices themselves.\n\nOur technician works ${remote}, measures speeds at the router and on your devices, reviews the router's channels and firmware, and fixes the settings that hold your network back. You receive a short summary of what we changed and how your speeds compare before and after.`,
    servicesIncluded: [
      "Speed tests at the router and on your devices",
      "Router firmware update",
      "WiFi channel and band tuning",
      "Fixing devices that will not connect",
      "Checking the connection from your provider's modem",
      "A before-and-after summary of your speeds",
    ],
    faqs: [
      {
        question: "Is slow internet my provider's fault or my WiFi?",
        answer:
          "We test both: a speed test at the modem shows what your provider delivers, and tests on your devices show what your WiFi loses along the way.",
      },
      {
        question: "Do you work with any router?",
        answer:
          "Yes, including routers supplied by your internet provider. When a step needs the router's admin password, you type it in yourself while we guide you; if nobody knows it, we help you reset it safely. We never need to know it.",
      },
      {
        question: "Will my devices need to reconnect?",
        answer:
          "Only if we change the network name or password, and we only do that with your agreement. We help reconnect each device if we do.",
      },
    ],
  },
  "set-up-a-new-wifi-connection": {
    title: "New WiFi Connection Setup",
    summary:
      "A new router or a new internet plan set up securely, with your computers, phones and smart devices connected.",
    description: `A new router should be secure from the first minute: a strong password, current firmware and its default admin login changed.\n\nWe guide you ${remote}, through connecting the router to your provider's modem, choosing a network name and password, and turning on modern encryption. Then we connect your computers, phones, TVs and smart devices, and set up a separate guest network if you would like one.`,
    servicesIncluded: [
      "Router connection to your provider's modem",
      "Network name and strong password",
      "WPA2 or WPA3 encryption and a new admin password",
      "Firmware update",
      "Guest network on request",
      "Connecting your computers, phones and smart devices",
    ],
    faqs: [
      {
        question: "Do I need to buy a router before booking?",
        answer:
          "Yes, or use the one your provider supplied. If you are unsure what to buy, tell us about your home and we suggest what fits.",
      },
      {
        question: "Can you set up a guest network?",
        answer:
          "Yes. Visitors get internet access without seeing your computers, printers or shared files.",
      },
      {
        question: "How many devices do you connect?",
        answer:
          "Every device you have ready during the session: computers, phones, tablets, TVs, game consoles and smart home devices.",
      },
    ],
  },
  "extend-a-wifi-signal": {
    title: "WiFi Signal Extension",
    summary:
      "Strong WiFi in every room: we plan and set up a mesh system or extender so dead zones disappear.",
    description: `Thick walls, a second floor or a backyard office can leave rooms without a usable signal, and an extender placed in the wrong spot only makes things slower.\n\nWe talk through your home with you by phone and recommend a mesh system or extender that suits it. Once you have it, a technician visits, measures the signal room by room, places each unit and sets it up under one network name, so your devices move between them without dropping.\n\nBefore leaving, we check the signal again in the rooms that had trouble.`,
    servicesIncluded: [
      "Signal check in the rooms with poor coverage",
      "Advice on mesh systems, extenders or wired access points",
      "Placement of each unit for the best signal",
      "Setup under a single network name",
      "Firmware updates on every unit",
      "A final signal check room by room",
    ],
    faqs: [
      {
        question: "Should I buy a mesh system or an extender?",
        answer:
          "For larger homes or several floors a mesh system usually works better; for one weak room a good extender can be enough. We advise before you buy.",
      },
      {
        question: "Does an extender slow down my internet?",
        answer:
          "A badly placed one can. We place units where they still receive a strong signal, so the rooms you extend to get real speed.",
      },
      {
        question: "Can you extend WiFi to a garage or backyard office?",
        answer:
          "Often, yes, with an outdoor-rated access point or a wired link. We check what the distance and walls allow first.",
      },
      movingAVisit,
    ],
  },
  "pc-optimization": {
    title: "PC Optimization",
    summary:
      "A slow PC made fast again: startup cleanup, updates, storage clean-up and settings tuned for speed.",
    description: `Computers slow down as programs pile up in the startup list, the disk fills and updates stall. Most of that can be fixed without buying anything.\n\nOur technician connects in a remote session you approve, available ${company.hours}, and measures how long your PC takes to start and where its memory and disk go, removes unwanted startup items and bundled software, installs pending updates and frees up storage. You see the before-and-after figures at the end of the session.`,
    servicesIncluded: [
      "Startup programs reviewed and trimmed",
      "Removal of unwanted bundled software",
      "Pending system and driver updates installed",
      "Disk clean-up and storage health check",
      "Power and performance settings tuned",
      "Before-and-after startup time",
    ],
    faqs: [
      {
        question: "Will you delete any of my files?",
        answer:
          "No. We only remove temporary files and programs you agree to remove; your documents, photos and e-mail stay where they are.",
      },
      {
        question: "How much faster will my computer be?",
        answer:
          "It depends on the machine. We measure startup time before and after so you can see the difference, and tell you plainly if the hardware is the limit.",
      },
      {
        question: "Is this the same as a tune-up?",
        answer:
          "Optimization goes further: it includes updates, driver checks and storage health. The tune-up is a quicker clean of startup items and temporary files.",
      },
    ],
  },
  "virus-removal-cleanup": {
    title: "Virus Removal & Cleanup",
    summary:
      "Viruses, pop-ups, fake warnings and browser hijackers removed, and your computer protected from the next one.",
    description: `Sudden pop-ups, a changed home page, a "your PC is infected" warning that asks for money: these are signs of malware, and the sooner it is removed the less harm it does.\n\nOur technician connects in a remote session you approve, available ${company.hours}, and scans with trusted tools, removes the malware and anything it installed, resets the browsers it touched and checks that your security software is current. We also explain how the infection most likely arrived, so it does not happen again.`,
    servicesIncluded: [
      "Full scan with trusted security tools",
      "Removal of viruses, adware and browser hijackers",
      "Browser reset and extension review",
      "Check that antivirus and updates are current",
      "Review of suspicious startup items",
      "Advice on how the infection arrived",
    ],
    faqs: [
      {
        question:
          "A pop-up says my computer is infected and gives a number to call. Is it real?",
        answer:
          "Almost never. Do not call the number or pay anything. Close the browser, and we can check the computer and remove whatever caused the message.",
      },
      {
        question: "Will I lose my files?",
        answer:
          "Removing malware does not delete your documents or photos. If files were damaged by ransomware, we tell you what can and cannot be recovered.",
      },
      {
        question: "Do I need to buy antivirus software?",
        answer:
          "Not necessarily. The protection built into current Windows and macOS is good when kept up to date; we make sure it is switched on.",
      },
    ],
  },
  "new-computer-setup": {
    title: "New Computer Setup",
    summary:
      "A new computer ready to use on day one: accounts, updates, security, your apps, printer and e-mail set up.",
    description: `A new computer arrives with hours of updates, trial software and setup screens ahead of it. We take care of that so you can start working.\n\nOur technician works with you ${remote}, to create your user account, install every update, remove the trial software you do not want, switch on security and backup, and install the apps you use. We connect your printer and e-mail, and move your files over if you book a data transfer as well.`,
    servicesIncluded: [
      "User account and sign-in setup",
      "All system updates installed",
      "Trial software removed on request",
      "Security and automatic backup switched on",
      "Your everyday apps installed",
      "Printer and e-mail connected",
    ],
    faqs: [
      {
        question: "Can you move my files from my old computer?",
        answer:
          "Yes, as a separate Data Backup or Transfer booking. Many customers book both so the new computer is ready with everything on it.",
      },
      {
        question: "Do you set up Macs as well as Windows PCs?",
        answer:
          "Yes. We set up Windows laptops and desktops and Apple Macs, with the same care for updates, security and your apps.",
      },
      {
        question: "Can you show me how to use the new computer?",
        answer: `Yes. A training session with a technician costs ${training} and covers whatever you want to learn.`,
      },
    ],
  },
  "computer-repair": {
    title: "Computer Repair",
    summary:
      "Crashes, error messages, a computer that will not start properly: we diagnose the fault and repair the software.",
    description: `When a computer crashes, freezes or shows errors at startup, the first step is finding out why. Our technician diagnoses the fault ${remote}, and repairs software problems such as damaged system files, failed updates and broken drivers.\n\nWe do not repair hardware. If a part such as the disk, memory or screen has failed, we tell you which one, so you can have it repaired or replaced. Computers more than ${business.repair.costlyAfterYears} years old are often expensive to fix, and we flag that before you spend money on one.`,
    servicesIncluded: [
      "Diagnosis of crashes, freezes and error messages",
      "Repair of damaged system files",
      "Fixing failed or stuck updates",
      "Driver repair and rollback",
      "Disk and memory health checks",
      "A plain report if hardware has failed",
    ],
    faqs: [
      {
        question: "Do you repair hardware?",
        answer:
          "No. We diagnose hardware faults and tell you which part has failed, but the repair itself needs a repair shop or the maker's service.",
      },
      {
        question: "Is my old computer worth repairing?",
        answer: `Machines older than ${business.repair.costlyAfterYears} years are often costly to fix compared with replacing them. We tell you before any money is spent.`,
      },
      {
        question: "What if my computer does not start at all?",
        answer:
          "We guide you by phone through startup repair and recovery options. If the computer cannot start far enough for a remote session, we tell you the next step.",
      },
      {
        question: "Do I still pay if the fault turns out to be hardware?",
        answer: `Yes. Computer Repair is charged per ${business.chargedPer}, and the diagnosis is part of what you pay for: you learn which part failed and what your options are. If the service did not help you, you can ask for a refund by ${business.refund.requestBy} within ${business.refund.windowDays} days.`,
      },
    ],
  },
  "computer-tuneup": {
    title: "Computer Tune-Up",
    summary:
      "A quick, low-cost clean of startup items and temporary files to keep a healthy computer running smoothly.",
    description: `A tune-up is regular maintenance for a computer that works but feels a little sluggish. It takes less than an hour in most cases.\n\nIn a remote session you approve, we clear temporary files, trim startup programs, check that updates and security are current and look at how full your disk is. If we find something bigger, such as malware or a failing disk, we tell you before doing anything else.`,
    servicesIncluded: [
      "Temporary files and caches cleared",
      "Startup programs trimmed",
      "Update and security status checked",
      "Disk space review",
      "Browser clean-up",
    ],
    faqs: [
      {
        question: "How often should I get a tune-up?",
        answer:
          "Once or twice a year is enough for most home computers, or whenever the computer starts to feel slower than it used to.",
      },
      {
        question: "How long does a tune-up take?",
        answer:
          "Usually under an hour. You can keep an eye on the session, or leave the computer on and let the technician work.",
      },
      {
        question: "What if the tune-up finds a bigger problem?",
        answer:
          "We stop and tell you what we found. Larger jobs such as virus removal or optimization are separate services you can choose to book.",
      },
    ],
  },
  "data-backup-or-transfer": {
    title: "Data Backup or Transfer",
    summary: `Your files backed up to an external drive, the cloud or CD/DVD (up to ${discLimit}), or moved to a new computer.`,
    description: `Photos, documents and e-mail are the part of a computer that cannot be replaced. We make sure you have a copy, or move everything safely to your new machine.\n\nOur technician works ${remote}, to find where your files live, copy them to an external drive or a cloud service, and set up automatic backups that keep running afterwards. Backups to CD or DVD are limited to ${discLimit} per service. For a transfer, we move your documents, photos, browser bookmarks and e-mail to the new computer and check they open.`,
    servicesIncluded: [
      "Finding documents, photos, music and e-mail",
      "Backup to an external drive or cloud service",
      `Backup to CD or DVD, up to ${discLimit}`,
      "Automatic backup schedule set up",
      "Transfer of files, bookmarks and e-mail to a new computer",
      "A check that your copied files open",
    ],
    faqs: [
      {
        question: "How much can you back up to CD or DVD?",
        answer: `Up to ${discLimit} per service. For more data, an external drive or a cloud service is quicker and more reliable.`,
      },
      {
        question: "Can you move my files from an old Windows PC to a Mac?",
        answer:
          "Yes. Documents, photos, music and bookmarks move across; some programs need a Mac version, and we tell you which ones.",
      },
      {
        question: "Do you keep a copy of my files?",
        answer:
          "No. Your files go only to the drive, discs or cloud account you choose; we do not keep copies on our systems.",
      },
    ],
  },
  "operating-system-services": {
    title: "Operating System Install",
    summary:
      "Windows or macOS installed, upgraded or repaired, with your settings and files kept safe along the way.",
    description: `An upgrade that fails halfway, a system that will not finish updating, or a computer that needs a clean start: operating system work needs care so nothing is lost.\n\nWe check that your computer can run the version you want, make sure your files are backed up, then install, upgrade or repair Windows or macOS ${remote}. Afterwards we install the latest updates and drivers and confirm your files and apps are where you left them.`,
    servicesIncluded: [
      "Compatibility check before any change",
      "Confirmation that your files are backed up",
      "Windows or macOS upgrade or clean install",
      "Repair of failed or stuck updates",
      "Latest updates and drivers installed",
      "A check that your files and apps work afterwards",
    ],
    faqs: [
      {
        question: "Can my computer run the latest Windows?",
        answer:
          "We check the processor, memory and security chip requirements first and tell you before anything is changed.",
      },
      {
        question: "Will upgrading delete my files?",
        answer:
          "An upgrade keeps your files, but we confirm a backup exists first. A clean install erases the disk, so we only do one after your files are safe.",
      },
      {
        question: "Do you supply the operating system license?",
        answer:
          "Upgrades from Windows and Apple are usually free. If a paid license is needed, you buy it from the maker and we install it.",
      },
    ],
  },
  "browser-setup": {
    title: "Browser Setup",
    summary:
      "Your web browser set up the way you like: default browser, bookmarks, saved passwords and pop-ups under control.",
    description: `A browser that opens the wrong home page, shows endless pop-ups or has lost its bookmarks makes every day online harder.\n\nIn a remote session you approve, we set your preferred browser as the default, import your bookmarks and passwords, remove unwanted extensions and toolbars, and set up pop-up and tracking protection. If you use more than one device, we switch on sync so your bookmarks follow you.`,
    servicesIncluded: [
      "Default browser and home page set",
      "Bookmarks and saved passwords imported",
      "Unwanted extensions and toolbars removed",
      "Pop-up and tracking protection set up",
      "Sync across your devices",
    ],
    faqs: [
      {
        question: "Which browsers do you support?",
        answer:
          "Chrome, Edge, Firefox and Safari, on Windows and on Mac. We can help you choose if you are not sure which to use.",
      },
      {
        question: "Can you stop the pop-ups I keep getting?",
        answer:
          "Yes. We block site notifications you did not mean to allow and remove extensions that show ads. If malware is behind them, we say so.",
      },
      {
        question: "Are my saved passwords safe when you import them?",
        answer:
          "They move directly between browsers on your computer; we never see them in plain text or store them anywhere.",
      },
    ],
  },
  "application-software": {
    title: "Application Software Help",
    summary:
      "Everyday apps installed, updated and fixed: office suites, e-mail, PDF tools, video calls and more.",
    description: `The apps you rely on every day, such as your office suite, e-mail program, PDF reader or video-call tool, can refuse to install, crash on opening or lose their settings after an update.\n\nOur technician works ${remote}, to install or reinstall the app, guide you as you sign in to your accounts (you type your passwords yourself), repair settings and connect it to your printer, camera or cloud storage. If you want to learn more about an app, a training session costs ${training}.`,
    servicesIncluded: [
      "Installation of office suites, e-mail and PDF tools",
      "Repair of apps that crash or will not open",
      "E-mail account setup in your mail program",
      "Video-call apps with camera and microphone checks",
      "License activation and account sign-in",
      "Updates to the latest supported version",
    ],
    faqs: [
      {
        question: "Can you set up my e-mail in Outlook or Apple Mail?",
        answer:
          "Yes. We add your accounts, check sending and receiving, and bring across your contacts and calendar where your provider allows it.",
      },
      {
        question: "Do you sell software licenses?",
        answer:
          "No. You buy the license from the maker or a store, and we install and activate it for you.",
      },
      {
        question: "Can you teach me how to use an app?",
        answer: `Yes. A one-on-one training session costs ${training} and covers the features you use most.`,
      },
    ],
  },
} as const satisfies Record<ServiceSlug, ServiceCopy>;
