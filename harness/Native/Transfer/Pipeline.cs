using System.Collections.Concurrent;
using System.Runtime.ExceptionServices;

namespace Bench.Harness.Native.Transfer;

/// <summary>
/// Worker threads (dedicated, not the thread pool's: they block on I/O). The first failure cancels every worker and is
/// rethrown by <see cref="Wait"/> once all have stopped.
/// </summary>
internal sealed class Pipeline : IDisposable
{
    private readonly CancellationTokenSource cancellation;
    private readonly List<Task> workers = [];
    private readonly ConcurrentQueue<Exception> failures = new();

    /// <summary>A pipeline cancelled with <paramref name="cancellationToken"/>.</summary>
    public Pipeline(CancellationToken cancellationToken) => cancellation = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);

    /// <summary>Cancelled on the first failure or when the caller cancels.</summary>
    public CancellationToken Token => cancellation.Token;

    /// <summary>Starts <paramref name="count"/> workers running <paramref name="work"/> (given their index).</summary>
    public void Stage(int count, Action<int> work)
    {
        for (var i = 0; i < count; i++)
        {
            var index = i;
            workers.Add(Task.Factory.StartNew(
                () =>
                {
                    try
                    {
                        work(index);
                    }
                    catch (OperationCanceledException) when (cancellation.IsCancellationRequested)
                    {
                    }
#pragma warning disable CA1031 // every failure is kept and rethrown by Wait
                    catch (Exception e)
#pragma warning restore CA1031
                    {
                        failures.Enqueue(e);
                        cancellation.Cancel();
                    }
                },
                CancellationToken.None,
                TaskCreationOptions.LongRunning,
                TaskScheduler.Default));
        }
    }

    /// <summary>Waits for every worker; rethrows the first failure, or throws when cancelled.</summary>
    public void Wait()
    {
        Task.WaitAll(workers);
        if (failures.TryDequeue(out var failure))
        {
            ExceptionDispatchInfo.Throw(failure);
        }

        cancellation.Token.ThrowIfCancellationRequested();
    }

    /// <inheritdoc/>
    public void Dispose() => cancellation.Dispose();
}
