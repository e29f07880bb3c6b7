import { House, LogIn, LogOut, MapPinned, NotebookPen, UserRound } from "lucide-react";
import { Logo } from "@/components/brand/logo";
import { NavBarClient } from "./nav-bar-client";

/**
 * The navigation bar. Its drawings (logo, icons) are rendered here on the server and handed to the client part,
 * which keeps what changes in the browser: the signed-in rider's links, the current page, the logout button.
 */
export function NavBar() {
  const icon = "size-4 md:hidden";
  return (
    <NavBarClient
      // The wordmark hides on phones once signed in (the link carries data-signed-in): no room beside the links.
      logo={<Logo size={32} wordmarkClassName="max-md:group-data-[signed-in]:hidden" />}
      linkIcons={{
        "/": <House aria-hidden className={icon} />,
        "/spots": <MapPinned aria-hidden className={icon} />,
        "/sessions": <NotebookPen aria-hidden className={icon} />,
        "/profile": <UserRound aria-hidden className={icon} />,
      }}
      logoutIcon={<LogOut aria-hidden className="size-4" />}
      loginIcon={<LogIn aria-hidden className="size-4" />}
    />
  );
}
