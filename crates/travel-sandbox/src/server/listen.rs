//! The listening socket. It is bound before anything else is built, with a backlog
//! deep enough for every client that connects meanwhile: the kernel holds their
//! connections until the server accepts them, so a script that waits for the port and
//! asks at once is answered once the server is ready, never reset.

use std::io;
use std::net::{IpAddr, SocketAddr, TcpListener};

use socket2::{Domain, Protocol, Socket, Type};

/// Connections the kernel holds before they are accepted (it may cap this lower:
/// `net.core.somaxconn`).
const BACKLOG: i32 = 4096;

/// Listen on `ip:port` (port 0: one the system picks).
pub fn bind(ip: IpAddr, port: u16) -> io::Result<TcpListener> {
    let addr = SocketAddr::new(ip, port);
    let socket = Socket::new(Domain::for_address(addr), Type::STREAM, Some(Protocol::TCP))?;
    // a server restarted on its port takes it back at once, whatever connections of
    // the one before are still closing
    socket.set_reuse_address(true)?;
    socket.bind(&addr.into())?;
    socket.listen(BACKLOG)?;
    Ok(socket.into())
}

/// Let this process hold as many sockets as the system allows it (the soft limit up
/// to the hard one): idle connections are cheap now, and each is a descriptor.
pub fn raise_descriptor_limit() {
    #[cfg(unix)]
    {
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit and setrlimit read and write the struct given, nothing else.
        unsafe {
            if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) == 0
                && limit.rlim_cur < limit.rlim_max
            {
                limit.rlim_cur = limit.rlim_max;
                libc::setrlimit(libc::RLIMIT_NOFILE, &limit);
            }
        }
    }
}
