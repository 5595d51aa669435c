//! A body sent from a file a chunk at a time (a tenant's export), so that an answer of
//! any size costs a buffer, not its size.

use std::pin::Pin;
use std::task::{ready, Context, Poll};

use bytes::Bytes;
use hyper::body::{Body, Frame};
use tokio::io::{AsyncRead, ReadBuf};

/// How much is read and sent at a time.
const CHUNK: usize = 64 * 1024;

pub struct FileBody {
    file: tokio::fs::File,
    buf: Box<[u8]>,
}

impl FileBody {
    /// The rest of `file`, from where it stands.
    pub fn new(file: std::fs::File) -> FileBody {
        FileBody {
            file: tokio::fs::File::from_std(file),
            buf: vec![0; CHUNK].into_boxed_slice(),
        }
    }
}

impl Body for FileBody {
    type Data = Bytes;
    type Error = std::io::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, std::io::Error>>> {
        let this = self.get_mut();
        let mut read = ReadBuf::new(&mut this.buf);
        ready!(Pin::new(&mut this.file).poll_read(cx, &mut read))?;
        if read.filled().is_empty() {
            return Poll::Ready(None);
        }
        Poll::Ready(Some(Ok(Frame::data(Bytes::copy_from_slice(read.filled())))))
    }
}
